import Archive
import Foundation

/// Builds the static site from an archive: Mustache templates in, files in `output/` out.
public struct SiteBuilder {
    public var options: SiteOptions

    public init(options: SiteOptions) {
        self.options = options
    }

    /// Writes the whole site. Files whose content did not change are left untouched.
    public func build(from archive: Archive) throws -> BuildReport {
        BuildReport(pagesWritten: 0, pagesUnchanged: 0)
    }
}

/// What `blogkit build` was asked to do.
public struct SiteOptions: Sendable {
    public var outputDirectory: String
    public var templatesDirectory: String?
    public var baseURL: String?
    public var title: String?
    public init(outputDirectory: String = "output", templatesDirectory: String? = nil, baseURL: String? = nil, title: String? = nil) {
        self.outputDirectory = outputDirectory
        self.templatesDirectory = templatesDirectory
        self.baseURL = baseURL
        self.title = title
    }
}

/// What a build did.
public struct BuildReport: Sendable, Equatable {
    public var pagesWritten: Int
    public var pagesUnchanged: Int
}
