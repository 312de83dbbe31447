import { freePortBesides } from './embedded';

describe('the embedded cluster port', () => {
  it('never takes the port the HTTP server is about to listen on', async () => {
    // The kernel hands a just-released port out again: here it offers the server's own port twice.
    const offered = [8878, 8878, 40123];
    const port = await freePortBesides([8878], async () => offered.shift()!);
    expect(port).toBe(40123);
  });
});
