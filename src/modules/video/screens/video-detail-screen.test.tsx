import { fieldCreate } from '@contract/admin/admin-fields';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { videoProgress } from '@contract/video/video';
import { act, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { publishVideo, savedPosition } from '@/test/video/videos';

/** What the browser does once it has read the file's header: the duration is known, the player may seek. */
function loadMetadata(video: HTMLVideoElement, duration = 20) {
  Object.defineProperty(video, 'duration', { value: duration, configurable: true });
  act(() => {
    video.dispatchEvent(new Event('loadedmetadata'));
  });
}

/** Playback as the element reports it: jsdom cannot decode video, so the test plays the element's part. */
function setPaused(video: HTMLVideoElement, paused: boolean) {
  Object.defineProperty(video, 'paused', { value: paused, configurable: true });
  act(() => {
    video.dispatchEvent(new Event(paused ? 'pause' : 'playing'));
  });
}

async function playerOf(title: string): Promise<HTMLVideoElement> {
  const video = (await screen.findByLabelText(`视频：${title}`)) as HTMLVideoElement;
  await waitFor(() =>
    expect(video.getAttribute('src')).toMatch(/^\/aikn-app\/video\/stream\/\d+\?k=\d+&v=\d+&s=\d+&exp=\d+&sig=/),
  );
  return video;
}

describe('video player page', () => {
  it('plays the signed stream and resumes at the saved position', async () => {
    const { id, title } = await publishVideo();
    await callAs('zhangsan', videoProgress, { id, position: 8.5, watched: 3 });
    await signInAs('zhangsan');
    await renderApp(`/detail?id=${id}&domainId=${DOMAIN_IDS.video}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    const video = await playerOf(title);
    expect(video.getAttribute('poster')).toMatch(/^\/aikn-app\/file\/raw\/\d+\?k=\d+&v=\d+&s=\d+&exp=/);
    expect(video.currentTime).toBe(0);
    loadMetadata(video);
    expect(video.currentTime).toBe(8.5);
    expect(await screen.findByText('已从上次观看的位置 0:08 继续')).toBeTruthy();
    expect(screen.getByText('时长 0:20')).toBeTruthy();
  });

  it('renews an expired stream URL every time it expires, and goes on where it was', async () => {
    const { id, title } = await publishVideo();
    await signInAs('zhangsan');
    await renderApp(`/detail?id=${id}&domainId=${DOMAIN_IDS.video}`);
    const video = await playerOf(title);
    loadMetadata(video);
    // Signed URLs last minutes: a long video outlives several of them.
    for (const at of [12, 15]) {
      video.currentTime = at;
      act(() => {
        video.dispatchEvent(new Event('error'));
      });
      // The browser starts the renewed source from the beginning.
      video.currentTime = 0;
      await waitFor(() => {
        loadMetadata(video);
        expect(video.currentTime).toBe(at);
      });
    }
  });

  it('starts over when the video was watched to the end', async () => {
    const { id, title } = await publishVideo();
    await callAs('zhangsan', videoProgress, { id, position: 19.5, watched: 3 });
    await signInAs('zhangsan');
    await renderApp(`/detail?id=${id}&domainId=${DOMAIN_IDS.video}`);
    const video = await playerOf(title);
    loadMetadata(video);
    expect(video.currentTime).toBe(0);
    expect(screen.queryByText(/已从上次观看的位置/)).toBeNull();
  });

  it('reports the position on pause and on leaving, and resumes there on return', async () => {
    const { id, title } = await publishVideo();
    await signInAs('zhangsan');
    const app = await renderApp(`/detail?id=${id}&domainId=${DOMAIN_IDS.video}`);
    let video = await playerOf(title);
    loadMetadata(video);
    setPaused(video, false);
    video.currentTime = 6.25;
    setPaused(video, true);
    await waitFor(async () => expect(await savedPosition('zhangsan', id)).toBeCloseTo(6.25, 2));

    // Seeking while paused and leaving: the last position goes out as the player unmounts.
    video.currentTime = 11.5;
    await act(() => app.router.navigate({ to: '/video' }));
    await waitFor(async () => expect(await savedPosition('zhangsan', id)).toBeCloseTo(11.5, 2));

    await act(() => app.router.navigate({ to: '/detail', search: { id, domainId: DOMAIN_IDS.video } }));
    video = await playerOf(title);
    loadMetadata(video);
    expect(video.currentTime).toBeCloseTo(11.5, 2);
  });

  it('shows the not-found page for a video the reader may not see', async () => {
    await signInAs('zhangsan');
    await renderApp(`/detail?id=2147483000&domainId=${DOMAIN_IDS.video}`);
    expect(await screen.findByText('视频不存在或无权查看')).toBeTruthy();
  });

  it('edits the custom fields an administrator gave videos, as a new draft', async () => {
    const level = await callAs<{ id: number }>('admin', fieldCreate, {
      domainId: DOMAIN_IDS.video,
      name: '难度',
      type: 'select',
      options: ['入门', '进阶'],
    });
    const { id, title } = await publishVideo();
    await signInAs('admin');
    const app = await renderApp(`/detail?id=${id}&domainId=${DOMAIN_IDS.video}`);
    await screen.findByRole('heading', { level: 1, name: title });
    await app.user.click(await screen.findByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const input = await waitFor(
      () =>
        within(dialog)
          .getAllByLabelText('难度')
          .find((el) => el.tagName === 'INPUT') as HTMLInputElement,
    );
    await app.user.click(input);
    await app.user.click(await screen.findByRole('option', { name: '进阶', hidden: true }));
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(
      async () => {
        const r = await runtime().deps.db.execute<{ status: string; value: string }>(sql`
          select v.status, e->>'value' as value from knowledge_versions v, jsonb_array_elements(v.fields) e
          where v.knowledge_id = ${id} and (e->>'fieldId')::int = ${level.id} order by v.version desc limit 1`);
        expect(r.rows).toEqual([{ status: 'draft', value: '进阶' }]);
      },
      { timeout: 5000 },
    );
  });
});
