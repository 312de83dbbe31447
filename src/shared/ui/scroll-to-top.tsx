import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { scrollToTop } from '@/shared/lib/scroll';

/** The back-to-top button; appears once the page is scrolled down a screen's third. */
export function ScrollToTop() {
  const [scroll] = useWindowScroll();
  return (
    <Affix position={{ bottom: 40, right: 32 }}>
      <Transition transition="slide-up" mounted={scroll.y > 300}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={44}
            radius="xl"
            variant="filled"
            aria-label="回到顶部"
            onClick={() => void scrollToTop()}
          >
            <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
              <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
