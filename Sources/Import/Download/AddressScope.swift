import Foundation

/// Which network an IP address belongs to. A download may connect to a public address, and to
/// one of the others only when the URL the user gave was itself in that scope (see
/// `RedirectPolicy`): a feed server cannot make blogkit reach the machine's own services, the
/// local network or a cloud metadata endpoint.
public enum AddressScope: String, Sendable, CaseIterable {
    /// Anything not listed below.
    case publicInternet = "public"
    /// 127.0.0.0/8, ::1.
    case loopback
    /// 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 100.64.0.0/10 (carrier-grade NAT), fc00::/7
    /// (unique local), fec0::/10 (site-local).
    case privateNetwork = "private"
    /// 169.254.0.0/16 (where cloud metadata services live), fe80::/10.
    case linkLocal = "link-local"
    /// 0.0.0.0/8 and :: (which Linux connects to the machine itself).
    case unspecified
    /// 224.0.0.0/4, ff00::/8.
    case multicast
    /// 240.0.0.0/4 and the broadcast address, 192.0.0.0/24, 198.18.0.0/15 (benchmarking).
    case reserved

    /// The scope of a numeric address (`10.0.0.1`, `::ffff:10.0.0.1`, `fe80::1`), or nil when
    /// `address` is not one. IPv4 addresses embedded in IPv6 (mapped `::ffff:a.b.c.d`,
    /// compatible `::a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`) have the scope of the IPv4 address.
    public init?(numeric address: String) {
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, address, &v4) == 1 {
            self.init(ipv4: withUnsafeBytes(of: v4) { Array($0) })
        } else if inet_pton(AF_INET6, address, &v6) == 1 {
            self.init(ipv6: withUnsafeBytes(of: v6) { Array($0) })
        } else {
            return nil
        }
    }

    /// The scope of the 4 bytes of an IPv4 address, in network order.
    init(ipv4 b: [UInt8]) {
        switch (b[0], b[1], b[2]) {
        case (0, _, _): self = .unspecified
        case (127, _, _): self = .loopback
        case (10, _, _), (172, 16...31, _), (192, 168, _), (100, 64...127, _): self = .privateNetwork
        case (169, 254, _): self = .linkLocal
        case (224...239, _, _): self = .multicast
        case (240..., _, _), (192, 0, 0), (198, 18...19, _): self = .reserved
        default: self = .publicInternet
        }
    }

    /// The scope of the 16 bytes of an IPv6 address, in network order.
    init(ipv6 b: [UInt8]) {
        let zeroPrefix = b[0..<10].allSatisfy { $0 == 0 }
        if zeroPrefix, b[10] == 0xFF, b[11] == 0xFF {
            self.init(ipv4: Array(b[12...]))
        } else if zeroPrefix, b[10] == 0, b[11] == 0 {
            let last = b[12...].map(Int.init).reduce(0) { $0 << 8 | $1 }
            self = last == 0 ? .unspecified : last == 1 ? .loopback : Self(ipv4: Array(b[12...]))
        } else if b[0..<12].elementsEqual([0, 0x64, 0xFF, 0x9B, 0, 0, 0, 0, 0, 0, 0, 0]) {
            self.init(ipv4: Array(b[12...]))
        } else if b[0] & 0xFE == 0xFC || (b[0] == 0xFE && b[1] & 0xC0 == 0xC0) {
            self = .privateNetwork
        } else if b[0] == 0xFE && b[1] & 0xC0 == 0x80 {
            self = .linkLocal
        } else if b[0] == 0xFF {
            self = .multicast
        } else {
            self = .publicInternet
        }
    }

    /// `a private address`, `an unspecified address`: for messages.
    var phrase: String {
        let name = self == .publicInternet ? "public" : rawValue
        return ("aeiou".contains(name.first ?? "x") ? "an " : "a ") + name + " address"
    }
}
