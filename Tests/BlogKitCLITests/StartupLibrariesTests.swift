import Foundation
import ProcessTestSupport
import Testing

/// What every command pays before it does anything: the shared libraries the binary loads.
/// FoundationNetworking brings libcurl and some 35 libraries it needs (GnuTLS, Kerberos, LDAP,
/// SSH...), which took a third of a `blogkit search`: downloads go through the `curl` program,
/// and nothing in the binary may link FoundationNetworking (a dependency's module did, unseen).
@Suite struct StartupLibrariesTests {
    @Test func theBinaryLoadsNeitherFoundationNetworkingNorLibcurl() throws {
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [CommandLine.binary.path]
        let output = Pipe()
        ldd.standardOutput = output
        try ldd.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitForExit()
        #expect(ldd.terminationStatus == 0)
        #expect(text.contains("libxml2"), "\(text)")
        for library in ["libFoundationNetworking", "libcurl", "libgnutls", "libldap", "libgssapi"] {
            #expect(!text.contains(library), "\(library) is loaded by every command:\n\(text)")
        }
    }
}
