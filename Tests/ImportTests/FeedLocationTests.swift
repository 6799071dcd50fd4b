import Archive
import Import
import Testing

/// A feed argument's source: a URL's user name and password never reach it.
@Suite struct FeedLocationTests {
    @Test(arguments: [
        ("https://user:pw@example.com/feed", "https://example.com/feed"),
        ("https://user:p@ss:w0rd@example.com:8443/feed?x=1@2", "https://example.com:8443/feed?x=1@2"),
        ("HTTP://token@example.com/feed", "HTTP://example.com/feed"),
        ("https://us%40er:p%3Aw@[::1]/feed", "https://[::1]/feed"),
    ])
    func credentialsAreTakenOutOfTheSource(argument: String, source: String) {
        let location = FeedLocation(argument)
        #expect(location.source == source)
        #expect(location.hasCredentials)
        #expect(location.isRemote)
    }

    @Test(arguments: ["https://example.com/feed", "https://example.com/~user@home/feed", "feeds/a@b.xml", "/dev/stdin"])
    func anythingElseIsItsOwnSource(argument: String) {
        let location = FeedLocation(argument)
        #expect(location.source == argument)
        #expect(!location.hasCredentials)
    }
}
