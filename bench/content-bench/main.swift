import Content
import Foundation

// content-bench POST.html
// Converts one post body with HTMLConverter, as the import does, and prints what converting it
// cost in memory: the process's peak resident size after reading the file and after converting,
// the difference, and that difference as a multiple of the body's size. One body per process:
// the peak (getrusage's ru_maxrss) only grows.

/// The peak resident set size of this process so far, in bytes.
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let path = arguments.first else {
    print("usage: content-bench POST.html")
    exit(2)
}
guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
    print("content-bench: cannot read \(path), or it is empty")
    exit(1)
}
let html = String(decoding: data, as: UTF8.self)
let before = peakResidentBytes()
let body = HTMLConverter().convert(html: html)
let peak = peakResidentBytes()
// A conversion that wrote nothing measured nothing: fail loudly instead of reporting a ratio.
guard !body.markdown.isEmpty, !body.html.isEmpty else {
    print("content-bench: \(path) converted to nothing")
    exit(1)
}
let megabyte = 1_048_576.0
let size = Double(html.utf8.count)
print(String(format: "%.1f %.1f %.1f %.1f %.1f", size / megabyte, Double(before) / megabyte, Double(peak) / megabyte,
             Double(peak - before) / megabyte, Double(peak - before) / size))
