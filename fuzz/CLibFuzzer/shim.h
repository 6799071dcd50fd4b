#ifndef BLOGKIT_CLIBFUZZER_SHIM_H
#define BLOGKIT_CLIBFUZZER_SHIM_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (in the runtime `-sanitize=fuzzer` links): parses libFuzzer's flags from
/// argv and calls `callback` with each input. SwiftPM gives every executable target a `main` of
/// its own, so libFuzzer's `main` is never linked and the fuzz targets call this from theirs.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
#endif
