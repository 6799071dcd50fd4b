import CLibFuzzer
import Foundation

// fuzz-content: libFuzzer over the HTML converter and the excerpt (`make fuzz`). Takes
// libFuzzer's flags.
var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in PostInput.convert(data, size) })
