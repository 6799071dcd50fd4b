import CLibFuzzer
import Foundation

// fuzz-feeds: libFuzzer over the feed reader (`make fuzz`). Takes libFuzzer's flags.
atexit { unlink(FeedInput.path) }
var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in FeedInput.read(data, size) })
