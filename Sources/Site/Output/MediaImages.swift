import Archive
import Foundation

/// The images `blogkit media` stored in the archive's media folder, read for the build: the
/// ``MediaMap`` of those whose file is there, and their bytes. The folder is read like the output
/// directory is written (``OutputDirectory``): no link in it is followed.
package struct MediaImages: Sendable {
    package let map: MediaMap
    private let folder: OutputDirectory?

    /// No images.
    package init() {
        self.init(map: MediaMap(), folder: nil)
    }

    private init(map: MediaMap, folder: OutputDirectory?) {
        self.map = map
        self.folder = folder
    }

    /// The stored images among `files` whose copy is in `folder`.
    package init(folder path: String, files: [MediaFile]) {
        var isDirectory: ObjCBool = false
        guard files.contains(where: { $0.stored != nil }),
            FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
            let folder = try? OutputDirectory(path: path)
        else {
            self.init()
            return
        }
        let present = folder.stamps(of: files.compactMap { $0.stored?.file })
        self.init(map: MediaMap(files) { present[$0] != nil }, folder: folder)
    }

    /// The bytes of `file` (``StoredImage/file``) in the media folder.
    package func contents(of file: String) throws(SiteError) -> Data {
        guard let data = folder?.contents(of: file) else {
            throw .archive("\(folder.map { $0.url.path + "/" } ?? "")\(file): cannot read the stored image")
        }
        return data
    }
}
