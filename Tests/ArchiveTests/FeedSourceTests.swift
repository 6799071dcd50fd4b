import Archive
import Testing

/// A feed argument's name: a URL's user name and password never reach it.
@Suite struct FeedSourceTests {
    @Test(arguments: [
        ("https://user:pw@example.com/feed", "https://example.com/feed"),
        ("https://user:p@ss:w0rd@example.com:8443/feed?x=1@2", "https://example.com:8443/feed?x=1@2"),
        ("HTTP://token@example.com/feed", "HTTP://example.com/feed"),
        ("https://us%40er:p%3Aw@[::1]/feed", "https://[::1]/feed"),
    ])
    func credentialsAreTakenOutOfTheName(argument: String, name: String) {
        let source = FeedSource(argument)
        #expect(source.name == name)
        #expect(source.hasCredentials)
        #expect(source.isRemote)
    }

    @Test(arguments: ["https://example.com/feed", "https://example.com/~user@home/feed", "feeds/a@b.xml", "/dev/stdin"])
    func anythingElseKeepsItsName(argument: String) {
        let source = FeedSource(argument)
        #expect(source.name == argument)
        #expect(!source.hasCredentials)
    }
}
