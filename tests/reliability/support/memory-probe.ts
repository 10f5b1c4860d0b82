// Preloaded into the server only by the soak test (node --expose-gc --import):
// each SIGUSR2 runs a full garbage collection and prints the heap still in use,
// which, unlike the RSS, does not wait for V8 to give memory back.
process.on("SIGUSR2", () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const { heapUsed, heapTotal, external, arrayBuffers, rss } = process.memoryUsage();
  process.stderr.write(
    `${JSON.stringify({ memoryProbe: { heapUsed, heapTotal, external, arrayBuffers, rss } })}\n`,
  );
});
