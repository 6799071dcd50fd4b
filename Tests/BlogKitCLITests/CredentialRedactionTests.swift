import Foundation
import Testing

/// A password in something that looks like a URL is never printed, also when blogkit does not
/// read it as a URL (another scheme, one slash, a leading space): it becomes `user:***@`.
@Suite struct CredentialRedactionTests {
    @Test func aMalformedURLsPasswordIsNeverPrinted() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run([
            "import", "ftp://u:s3cretpw@host.example/f.xml", "http:/u:s3cretpw@host.example/f.xml",
            " http://u:s3cretpw@host.example/f.xml", "https:ghp_s3cretpw@host.example/f.xml",
        ])
        #expect(result.status == 1)
        #expect(!result.stderr.contains("s3cretpw"), "\(result.stderr)")
        #expect(result.stderr.contains("blogkit: error: ftp://u:***@host.example/f.xml: "), "\(result.stderr)")
        #expect(result.stderr.contains("blogkit: error: http:/u:***@host.example/f.xml: "))
        #expect(result.stderr.contains("blogkit: error:  http://u:***@host.example/f.xml: "))
        #expect(result.stderr.contains("blogkit: error: https:***@host.example/f.xml: "))
        let build = try cli.run(["build", "--db", "ftp://u:s3cretpw@host.example/blog.sqlite"])
        #expect(build.status == 1)
        #expect(build.stderr == "blogkit: error: ftp://u:***@host.example/blog.sqlite: no archive here; run blogkit import first\n")
    }
}
