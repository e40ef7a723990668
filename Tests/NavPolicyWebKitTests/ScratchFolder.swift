import Foundation

/// A new empty folder in the temporary directory for one test, named `navpolicy-PURPOSE-UUID`.
enum ScratchFolder {
    static func make(_ purpose: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navpolicy-\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
