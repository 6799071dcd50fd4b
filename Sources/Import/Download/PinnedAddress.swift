import Feeds
import Foundation

/// The addresses a URL's host resolved to, checked before curl connects, and handed to curl
/// (`--resolve`) so that it connects to exactly these: a DNS answer that changes between the
/// check and the connection (DNS rebinding) cannot lead elsewhere.
struct PinnedAddress {
    /// The host as the URL names it, without the brackets of an IPv6 literal.
    let host: String
    let port: Int
    /// Numeric addresses, in resolver order, and their scopes.
    let addresses: [(address: String, scope: AddressScope)]

    /// Resolves `url`'s host. Throws `FeedError.unreadable` naming `file` when it cannot.
    init(url: URL, file: String) throws(FeedError) {
        var host = url.host ?? ""
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.host = host
        port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_ADDRCONFIG
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &list)
        guard status == 0 else { throw .unreadable(file: file, reason: "Could not resolve host: \(host)") }
        defer { freeaddrinfo(list) }
        var found: [(String, AddressScope)] = []
        for entry in sequence(first: list, next: { $0?.pointee.ai_next }) {
            guard let info = entry?.pointee, let answer = Self.numeric(info) else { continue }
            if !found.contains(where: { $0.0 == answer.0 }) { found.append(answer) }
        }
        guard !found.isEmpty else { throw .unreadable(file: file, reason: "Could not resolve host: \(host)") }
        addresses = found
    }

    private init(host: String, port: Int, addresses: [(address: String, scope: AddressScope)]) {
        self.host = host
        self.port = port
        self.addresses = addresses
    }

    /// The same host with only the addresses `keep` accepts, or nil when none is left.
    func filter(_ keep: (AddressScope) -> Bool) -> PinnedAddress? {
        let kept = addresses.filter { keep($0.scope) }
        return kept.isEmpty ? nil : PinnedAddress(host: host, port: port, addresses: kept)
    }

    /// The scope of the first address: that of the connection.
    var scope: AddressScope { addresses[0].scope }

    /// `host:port:addr,addr` for curl's `--resolve`, or nil when the host is itself an address.
    var resolveEntry: String? {
        guard AddressScope(numeric: host) == nil else { return nil }
        let list = addresses.map { $0.address.contains(":") ? "[\($0.address)]" : $0.address }
        return "\(host):\(port):\(list.joined(separator: ","))"
    }

    /// The numeric form and scope of an IPv4 or IPv6 resolver answer.
    private static func numeric(_ info: addrinfo) -> (String, AddressScope)? {
        guard let socketAddress = info.ai_addr else { return nil }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        switch info.ai_family {
        case AF_INET:
            var address = socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
            guard let numeric = inet_ntop(AF_INET, &address, &text, socklen_t(text.count)) else { return nil }
            return (String(cString: numeric), AddressScope(ipv4: withUnsafeBytes(of: address) { Array($0) }))
        case AF_INET6:
            var address = socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
            guard let numeric = inet_ntop(AF_INET6, &address, &text, socklen_t(text.count)) else { return nil }
            return (String(cString: numeric), AddressScope(ipv6: withUnsafeBytes(of: address) { Array($0) }))
        default:
            return nil
        }
    }
}
