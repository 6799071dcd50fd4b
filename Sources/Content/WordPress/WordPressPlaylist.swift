/// `[playlist]` as WordPress's `wp_playlist_shortcode` selects its tracks: the attachments it
/// selects (``WordPressAttachments/selected(by:postID:)``), audio files, or video files with
/// `type="video"`. Written as a list of links to the files, each named by its title (else its
/// file name); nothing when no track is found in the export, as WordPress does.
enum WordPressPlaylist {
    static func html(attributes: ShortcodeAttributes, postID: Int?, attachments: WordPressAttachments) -> String {
        let kind: WordPressAttachment.Kind = attributes["type"]?.trimmingSpaces.lowercased() == "video" ? .video : .audio
        let tracks = attachments.selected(by: attributes, postID: postID).filter { $0.kind == kind }
        guard !tracks.isEmpty else { return "" }
        let items = tracks.map { "<li>" + WordPressMediaLink.fileLink($0.url, attachments: attachments) + "</li>" }
        return "<ul>" + items.joined() + "</ul>"
    }
}
