// Every test and hook without its own limit: at most twice the slowest one it governs, measured with
// two workers on a busy 2-core machine (docs/testing.md). A slower one fails instead of hiding.
jest.setTimeout(50_000);
