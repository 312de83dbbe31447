import type { UserView } from '@contract/auth/users';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FillUserInfoDialog } from '@/modules/account/components/fill-user-info-dialog';
import { BindVisitorModal } from '@/modules/auth/components/bind-visitor-modal';
import { commonQueries } from '@/modules/common/api/common-queries';
import { shouldOfferBind } from './bind-condition';
import { useFillUserInfoFlag } from './use-fill-user-info-flag';

const BIND_DISMISSED_KEY = 'aikn:bind-dismissed';

/** Dialogs any signed-in screen may open: fill-user-info (`?fillUserInfo`) and the visitor bind modal. */
export function ShellDialogs({ user }: { user: UserView }) {
  const fill = useFillUserInfoFlag();
  const { data: visitor } = useQuery({ ...commonQueries.visitorInfo(), enabled: user.type === 6 });
  // "Later" holds for this browser session; the next session asks again.
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(BIND_DISMISSED_KEY) === String(user.id));
  const bindOpened = !dismissed && !fill.opened && shouldOfferBind(visitor, user);

  return (
    <>
      <FillUserInfoDialog opened={fill.opened} onClose={fill.close} user={user} />
      <BindVisitorModal
        opened={bindOpened}
        onClose={() => {
          sessionStorage.setItem(BIND_DISMISSED_KEY, String(user.id));
          setDismissed(true);
        }}
      />
    </>
  );
}
