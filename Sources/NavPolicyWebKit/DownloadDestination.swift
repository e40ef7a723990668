import Foundation

/// Where downloads are saved unless the app's destination hook says otherwise.
public enum DownloadDestination {
    /// The default folder: the user's Downloads folder on macOS (a sandboxed app needs the
    /// `com.apple.security.files.downloads.read-write` entitlement, or the download fails and
    /// is reported as failed); elsewhere a `Downloads` folder in the app's temporary directory,
    /// since iOS has no shared Downloads folder: move a finished file where it belongs (the
    /// system may empty the temporary directory).
    public static var defaultFolder: URL {
        #if os(macOS)
        if let downloads = FileManager.default.urls(for: .downloadsDirectory, in: .userDomainMask).first {
            return downloads
        }
        #endif
        return FileManager.default.temporaryDirectory.appendingPathComponent("Downloads", isDirectory: true)
    }

    /// A file in `folder` named after `suggestedFilename` that does not exist yet, creating
    /// `folder` when it is missing. The suggestion comes from the web page, so only its last
    /// path component is kept (no `..`, no folders, no control characters, at most 255 bytes);
    /// an empty or dot-only name becomes `download`. A taken name gets " 2", " 3", … before
    /// its extension, as browsers do.
    public static func availableFile(named suggestedFilename: String, in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = safeFileName(suggestedFilename)
        let (stem, suffix) = split(name)
        var candidate = folder.appendingPathComponent(name, isDirectory: false)
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            // A folder with thousands of copies of one name: stop counting, stay unique.
            let tag = number <= 10_000 ? " \(number)" : " \(UUID().uuidString)"
            candidate = folder.appendingPathComponent(fitted(stem, tag, suffix), isDirectory: false)
            number += 1
        }
        return candidate
    }

    /// The last path component of `suggested`, without control characters, at most 255 UTF-8
    /// bytes; `download` when nothing usable is left.
    static func safeFileName(_ suggested: String) -> String {
        let lastComponent = suggested.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let cleaned = String(
            String.UnicodeScalarView(
                lastComponent.unicodeScalars.filter {
                    !$0.properties.generalCategory.isControl && $0 != ":"
                })
        ).trimmingCharacters(in: .whitespaces)
        guard !cleaned.allSatisfy({ $0 == "." }) else { return "download" }
        let (stem, suffix) = split(cleaned)
        return fitted(stem, "", suffix)
    }

    /// `name` as (stem, ".extension"); a leading dot starts the stem, not an extension.
    private static func split(_ name: String) -> (stem: String, suffix: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[dot...]))
    }

    /// `stem + tag + suffix`, the stem shortened (by whole characters) to fit 255 UTF-8 bytes.
    private static func fitted(_ stem: String, _ tag: String, _ suffix: String) -> String {
        let limit = 255
        let suffix = suffix.utf8.count + tag.utf8.count >= limit ? "" : suffix
        var budget = limit - tag.utf8.count - suffix.utf8.count
        var end = stem.startIndex
        for character in stem {
            let size = character.utf8.count
            guard size <= budget else { break }
            budget -= size
            end = stem.index(after: end)
        }
        let name = stem[..<end] + tag + suffix
        return name.isEmpty ? "download" : String(name)
    }
}

extension Unicode.GeneralCategory {
    /// Control and format characters (C0, C1, bidirectional overrides): never part of a name.
    fileprivate var isControl: Bool {
        self == .control || self == .format || self == .lineSeparator || self == .paragraphSeparator
    }
}
