import Preview
import Testing

@Suite("The Host names the preview answers")
struct LoopbackHostsTests {
    @Test func theLoopbackNamesWithThePort() {
        let hosts = LoopbackHosts(port: 8000)
        for host in ["127.0.0.1:8000", "localhost:8000", "[::1]:8000", "LOCALHOST:8000"] {
            #expect(hosts.allows(host), "\(host)")
        }
        for host in ["127.0.0.1", "localhost", "[::1]", "127.0.0.1:80", "localhost:8001", "evil.example:8000",
                     "127.0.0.2:8000", "localhost.:8000", "::1:8000", "127.0.0.1:8000:8000", ""] {
            #expect(!hosts.allows(host), "\(host)")
        }
    }

    @Test func theNamesAloneOnlyOnTheDefaultPortABrowserLeavesOut() {
        let hosts = LoopbackHosts(port: 80)
        for host in ["127.0.0.1", "localhost", "[::1]", "127.0.0.1:80", "localhost:80"] {
            #expect(hosts.allows(host), "\(host)")
        }
        #expect(!hosts.allows("evil.example"))
        #expect(!hosts.allows("127.0.0.1:8000"))
    }
}
