import CLibFuzzer
import Foundation

// fuzz-import: libFuzzer over the whole import of a feed or a WordPress/Blogger export into an
// archive (`make fuzz`): reading, the export's rules (shortcodes, galleries, comments,
// attachments, drafts), conversion and the SQLite writes. Takes libFuzzer's flags.
atexit { ExportInput.removeFiles() }
var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in ExportInput.importInput(data, size) })
