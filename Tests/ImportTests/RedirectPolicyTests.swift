import Archive
import Import
import Foundation
import Testing

/// Which redirects a download follows, and which addresses count as what.
@Suite struct RedirectPolicyTests {
    @Test(arguments: [
        ("127.0.0.1", AddressScope.loopback), ("127.255.0.9", .loopback), ("::1", .loopback),
        ("10.0.0.1", .privateNetwork), ("172.16.0.1", .privateNetwork), ("172.31.255.255", .privateNetwork),
        ("172.32.0.1", .publicInternet), ("192.168.1.1", .privateNetwork), ("100.64.0.1", .privateNetwork),
        ("100.128.0.1", .publicInternet), ("fd12:3456::1", .privateNetwork), ("fc00::1", .privateNetwork),
        ("169.254.169.254", .linkLocal), ("fe80::1", .linkLocal), ("0.0.0.0", .unspecified), ("::", .unspecified),
        ("224.0.0.1", .multicast), ("ff02::1", .multicast), ("255.255.255.255", .reserved),
        ("::ffff:127.0.0.1", .loopback), ("::ffff:10.1.2.3", .privateNetwork), ("::ffff:169.254.1.1", .linkLocal),
        ("64:ff9b::a9fe:a9fe", .linkLocal), ("::ffff:93.184.216.34", .publicInternet),
        ("93.184.216.34", .publicInternet), ("2606:2800:220:1::1", .publicInternet),
    ])
    func addressesAreClassified(address: String, scope: AddressScope) {
        #expect(AddressScope(numeric: address) == scope)
    }

    @Test func aHostNameIsNotANumericAddress() {
        #expect(AddressScope(numeric: "localhost") == nil)
        #expect(AddressScope(numeric: "10.0.0") == nil)
    }

    @Test func anHTTPSFeedCannotRedirectToHTTP() throws {
        let policy = RedirectPolicy(origin: .publicInternet)
        let from = try #require(URL(string: "https://example.com/feed"))
        #expect(policy.refusal(from: from, to: try #require(URL(string: "http://example.com/feed"))) == "from https to http")
        #expect(policy.refusal(from: from, to: try #require(URL(string: "https://www.example.com/feed"))) == nil)
        let plain = try #require(URL(string: "http://example.com/feed"))
        #expect(policy.refusal(from: plain, to: try #require(URL(string: "https://example.com/feed"))) == nil)
    }

    @Test func onlyHTTPAndHTTPSAreFollowed() throws {
        let policy = RedirectPolicy(origin: .publicInternet)
        let from = try #require(URL(string: "http://example.com/feed"))
        for target in ["file:///etc/passwd", "ftp://example.com/feed", "gopher://example.com/", "data:,x"] {
            #expect(policy.refusal(from: from, to: try #require(URL(string: target))) == "not http or https")
        }
    }

    @Test func aPublicFeedCanOnlyRedirectToPublicAddresses() {
        let policy = RedirectPolicy(origin: .publicInternet)
        #expect(policy.allows(.publicInternet))
        for scope in AddressScope.allCases where scope != .publicInternet {
            #expect(!policy.allows(scope), "\(scope)")
        }
    }

    @Test func aLoopbackFeedCanRedirectWithinLoopbackOrToPublicAddresses() {
        let policy = RedirectPolicy(origin: .loopback)
        #expect(policy.allows(.loopback))
        #expect(policy.allows(.publicInternet))
        #expect(!policy.allows(.privateNetwork))
        #expect(!policy.allows(.linkLocal))
    }

    @Test func theRedirectLimitIsFive() {
        #expect(RedirectPolicy.maxRedirects == 5)
    }
}
