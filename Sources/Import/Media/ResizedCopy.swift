import Archive

/// An image a post shows that is a resized copy of an upload (``ImageOriginals``): it is not
/// downloaded; its record points at the upload's copy, with the size the post showed it at, or
/// says why the upload could not be downloaded (the post then keeps the copy's URL).
struct ResizedCopy {
    let url: String
    let size: RequestedSize

    /// The record of this copy, given the upload's.
    func file(from upload: MediaFile) -> MediaFile {
        switch upload.outcome {
        case let .stored(image):
            let shown = size.shown(width: image.width, height: image.height)
            let copy = StoredImage(
                sha256: image.sha256, format: image.format, width: shown?.width, height: shown?.height, bytes: image.bytes)
            return MediaFile(url: url, outcome: .stored(copy))
        case let .failed(reason):
            return MediaFile(url: url, outcome: .failed(reason: "its original \(upload.url): \(reason)"))
        }
    }
}
