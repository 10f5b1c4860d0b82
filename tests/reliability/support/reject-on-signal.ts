// Preloaded into the server only by the unhandled-rejection test (node --import):
// each SIGUSR2 makes a promise fail with nobody awaiting it. Production never
// loads this file, so the trigger cannot be reached there.
process.on("SIGUSR2", () => {
  void Promise.reject(new Error("reliability test: a promise nobody awaited"));
});
