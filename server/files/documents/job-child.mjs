// Entry of a job process (see worker-pool.ts): plain JavaScript, so node can
// start it before tsx's loader is registered. Arguments: the URL of tsx's
// loader API, then the URL of the TypeScript job module.
const [tsxApi, jobsUrl] = process.argv.slice(2);

// The listener is attached at once so no job sent during start-up is missed;
// each job waits for the modules instead.
const ready = (async () => {
  const { register } = await import(tsxApi);
  register();
  return (await import(jobsUrl)).runJob;
})();

process.on('message', async ({ id, job }) => {
  try {
    const runJob = await ready;
    process.send({ id, ok: true, result: await runJob(job) });
  } catch (err) {
    // A refusal thrown by the job (an ApiError: a status and a Chinese message) crosses as one.
    const status = err && typeof err.status === 'number' ? err.status : undefined;
    process.send({ id, ok: false, error: err instanceof Error ? err.message : String(err), status });
  }
});

// The server is gone (ended or killed): a job process never outlives it.
process.on('disconnect', () => process.exit(0));
