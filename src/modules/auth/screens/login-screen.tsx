import type { loginResult } from '@contract/auth/auth';
import { Anchor, Image, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { z } from 'zod';
import { useFeatureSwitches } from '@/shared/config/use-feature-switches';
import { PasswordLoginForm } from '../components/password-login-form';
import classes from './login-screen.module.css';

// Shown only after a tab or link is chosen: they (and the SMS countdown, the
// visitor form's inputs) stay out of the first screen's JavaScript (issue 12).
const SmsLoginForm = lazy(() => import('../components/sms-login-form').then((m) => ({ default: m.SmsLoginForm })));
const VisitorRegisterForm = lazy(() =>
  import('../components/visitor-register-form').then((m) => ({ default: m.VisitorRegisterForm })),
);

/** What stands in for a form while its code arrives. */
const formFallback = <Loader size="sm" mx="auto" display="block" aria-label="加载中" />;

export interface LoginScreenProps {
  systemName: string;
  logoUrl: string;
  backgroundUrl: string;
  defaultUsername?: string;
  onSignedIn: (result: z.output<typeof loginResult>) => Promise<void>;
}

/**
 * `/login`: password sign-in, SMS sign-in (switch `smsLogin`) and visitor
 * registration (switch `visitorRegister`).
 */
export function LoginScreen({ systemName, logoUrl, backgroundUrl, defaultUsername, onSignedIn }: LoginScreenProps) {
  const switches = useFeatureSwitches();
  const [mode, setMode] = useState<'signIn' | 'register'>('signIn');
  const registering = mode === 'register' && switches.visitorRegister;

  return (
    <div className={classes.page}>
      <section className={classes.visual} style={{ backgroundImage: `url("${backgroundUrl}")` }} aria-hidden>
        <div className={classes.visualText}>
          <Title order={1} c="white" fz={36} fw={600}>
            {systemName}
          </Title>
          <Text c="white" fz="lg" mt="sm" opacity={0.9}>
            汇聚组织智慧，让每一份知识都被找到、被用好
          </Text>
        </div>
      </section>
      <main className={classes.panel}>
        <div className={classes.card}>
          <Stack gap={4} mb="lg" align="flex-start">
            <Image src={logoUrl} alt={`${systemName}标志`} h={44} w="auto" fit="contain" />
            <Title order={2} fz={24} mt="md">
              {registering ? '访客注册' : `欢迎登录${systemName}`}
            </Title>
            <Text c="dimmed" fz="sm">
              {registering ? '注册后即可浏览公开知识' : '请使用企业账号登录'}
            </Text>
          </Stack>
          {registering ? (
            <Suspense fallback={formFallback}>
              <VisitorRegisterForm onSignedIn={onSignedIn} />
            </Suspense>
          ) : (
            <Tabs defaultValue="password" keepMounted={false}>
              <Tabs.List grow mb="lg">
                <Tabs.Tab value="password">账号登录</Tabs.Tab>
                {switches.smsLogin ? <Tabs.Tab value="sms">短信登录</Tabs.Tab> : null}
              </Tabs.List>
              <Tabs.Panel value="password">
                <PasswordLoginForm defaultUsername={defaultUsername} onSignedIn={onSignedIn} />
              </Tabs.Panel>
              {switches.smsLogin ? (
                <Tabs.Panel value="sms">
                  <Suspense fallback={formFallback}>
                    <SmsLoginForm onSignedIn={onSignedIn} />
                  </Suspense>
                </Tabs.Panel>
              ) : null}
            </Tabs>
          )}
          {switches.visitorRegister ? (
            <Text fz="sm" c="dimmed" ta="center" mt="xl">
              {registering ? '已有账号？' : '还没有账号？'}
              <Anchor component="button" type="button" fz="sm" onClick={() => setMode(registering ? 'signIn' : 'register')}>
                {registering ? '返回登录' : '访客注册'}
              </Anchor>
            </Text>
          ) : null}
        </div>
        <Text fz="xs" c="dimmed" className={classes.footer}>
          © {new Date().getFullYear()} {systemName} · 建议使用最新版 Chrome、Edge 浏览器访问
        </Text>
      </main>
    </div>
  );
}
