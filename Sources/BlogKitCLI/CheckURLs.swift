import ArgumentParser
import Foundation
import Import
import Site

extension Check {
    /// `--urls FILE [DIR]`: where each of the old blog's URLs lands on the built site.
    func checkOldURLs(_ list: String) throws {
        let (settings, folder) = try builtSite()
        guard let data = FileManager.default.contents(atPath: list) else { throw Console.fail("\(list): cannot read it") }
        let urls = OldURLCheck.urls(in: String(decoding: data, as: UTF8.self))
        let check = OldURLCheck(directory: folder, baseURL: settings.baseURL)
        var missing = 0
        for url in urls {
            let landing = check.landing(of: url)
            switch landing {
            case let .file(file): print("\(url): \(file)")
            case let .redirect(to, via): print("\(url): \(to) (\(via))")
            case .missing:
                missing += 1
                print("\(url): does not answer")
            }
        }
        print("\(Import.plural(urls.count - missing, "old URL")) of \(urls.count) answer in \(folder)/"
            + (missing == 0 ? "" : "; \(missing) do not"))
        if missing > 0 { throw ExitCode(1) }
    }
}
