import Foundation
import ProcessTestSupport
import Testing

/// TLS is always verified: against the system's CA certificates, or a private CA's given by
/// `--ca-file` or `SSL_CERT_FILE`; a certificate that fails is one line naming the host and why.
@Suite struct DownloadTLSTests {
    /// A throw-away CA made by openssl, and two server certificates (with their keys) it signed:
    /// one for 127.0.0.1 and localhost, one for feeds.example.org only.
    struct Certificates {
        let ca: String
        let server: String
        let otherHost: String

        init(in cli: CommandLine) throws {
            let directory = cli.path("tls")
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            ca = directory + "/ca.pem"
            server = directory + "/server.pem"
            otherHost = directory + "/other-host.pem"
            let ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
            try Self.openssl(["req", "-x509"] + ec + ["-days", "1", "-subj", "/CN=blogkit test CA", "-keyout", directory + "/ca.key", "-out", ca])
            try Self.openssl(["req"] + ec + ["-subj", "/CN=feed server", "-keyout", directory + "/server.key", "-out", directory + "/server.csr"])
            for (path, names) in [(server, "IP:127.0.0.1,DNS:localhost"), (otherHost, "DNS:feeds.example.org")] {
                try "subjectAltName=\(names)\n".write(toFile: directory + "/ext", atomically: true, encoding: .utf8)
                try Self.openssl([
                    "x509", "-req", "-in", directory + "/server.csr", "-CA", ca, "-CAkey", directory + "/ca.key",
                    "-CAcreateserial", "-days", "1", "-extfile", directory + "/ext", "-out", directory + "/cert.pem",
                ])
                let pem = try String(contentsOfFile: directory + "/cert.pem", encoding: .utf8)
                    + String(contentsOfFile: directory + "/server.key", encoding: .utf8)
                try pem.write(toFile: path, atomically: true, encoding: .utf8)
            }
        }

        private static func openssl(_ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["openssl"] + arguments
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitForExit()
            try #require(process.terminationStatus == 0, "openssl \(arguments.joined(separator: " "))")
        }
    }

    @Test func aPrivateCAIsTrustedThroughCAFileOrSSLCertFileOnly() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let certificates = try Certificates(in: cli)
        let server = try FeedServer(in: cli, certificate: certificates.server)
        defer { server.stop() }
        let url = server.url("nathanhjones-enterprise.xml")

        let untrusted = try cli.run(["import", url])
        #expect(untrusted.status == 1)
        #expect(untrusted.stderr == "blogkit: error: \(url): cannot read: the certificate of 127.0.0.1 is not trusted: "
            + "unable to get local issuer certificate (for a private CA, see --ca-file)\n")
        #expect(!FileManager.default.fileExists(atPath: cli.path("blogkit.sqlite")))

        let caFile = try cli.run(["import", "--ca-file", certificates.ca, url])
        #expect(caFile.status == 0, "\(caFile.stderr)")
        // curl reads SSL_CERT_FILE when CURL_CA_BUNDLE is not set (it is, on this machine).
        let environment = try cli.start(
            ["import", url], environment: ["SSL_CERT_FILE": certificates.ca], launcher: ["/usr/bin/env", "-u", "CURL_CA_BUNDLE"]
        ).wait()
        #expect(environment.status == 0, "\(environment.stderr)")
        #expect(environment.stdout.hasPrefix("imported 2 posts (0 new, 0 updated, 2 unchanged)"))

        let sync = try cli.run(["sync", "--ca-file", certificates.ca])
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stdout.hasPrefix("\(url): not modified\n"))
        let untrustedSync = try cli.run(["sync"])
        #expect(untrustedSync.status == 1)
        #expect(untrustedSync.stderr.hasPrefix("blogkit: error: \(url): cannot read: the certificate of 127.0.0.1 is not trusted"))
    }

    @Test func aCertificateForAnotherHostIsRefused() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let certificates = try Certificates(in: cli)
        let server = try FeedServer(in: cli, certificate: certificates.otherHost)
        defer { server.stop() }
        let url = server.url("nathanhjones-enterprise.xml")
        let result = try cli.run(["import", "--ca-file", certificates.ca, url])
        #expect(result.status == 1)
        #expect(result.stderr == "blogkit: error: \(url): cannot read: the certificate of 127.0.0.1 is for another host name\n")
        let named = "https://localhost:\(server.server.port)/nathanhjones-enterprise.xml"
        let byName = try cli.run(["import", "--ca-file", certificates.ca, named])
        #expect(byName.stderr == "blogkit: error: \(named): cannot read: the certificate of localhost is for another host name\n")
    }

    @Test func aCAFileThatIsNotThereIsAUsageError() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run(["import", "--ca-file", "nowhere.pem", "https://127.0.0.1:1/feed.xml"])
        #expect(result.status == 2)
        #expect(result.stderr == "blogkit: error: --ca-file nowhere.pem: no such readable file; see 'blogkit import --help'\n")
    }
}
