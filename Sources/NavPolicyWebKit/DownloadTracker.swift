import Foundation

/// The downloads an adapter handed to its engine, from start to saved file: it asks the app
/// where to save each one, exactly once, and reports start, destination, completion and
/// failure through `events`. A finished, failed or declined download is forgotten, so the
/// tracker holds only downloads under way.
///
/// Adapters report what their engine tells them (`WKDownloadDelegate`, WebKitGTK download
/// signals); an engine that reports a download twice (`startDownload`'s completion and a
/// `didBecome` callback) or asks twice for a destination still gets one start and one answer.
@MainActor
public final class DownloadTracker<Download: Hashable> {
    /// Where to save a download, from the engine's suggested file name and the URL the
    /// download comes from; nil cancels it. The file must not exist yet (WebKit does not
    /// overwrite) in a folder that exists. Default: a new file in
    /// `DownloadDestination.defaultFolder`, named after the suggestion.
    public var destination: (_ suggestedFilename: String, _ source: String?) -> URL? = { name, _ in
        try? DownloadDestination.availableFile(named: name, in: DownloadDestination.defaultFolder)
    }
    /// Receives every change of every download.
    public var events: (DownloadEvent<Download>) -> Void = { _ in }

    private struct Entry {
        var source: String?
        /// Nil until the destination hook chose one (a declined download is forgotten).
        var destination: URL?
    }
    private var entries: [Download: Entry] = [:]

    /// A tracker with the default destination and no event hook.
    public init() {}

    /// The number of downloads under way.
    public var count: Int { entries.count }

    /// The engine started `download` of `source`; reported once per download.
    public func started(_ download: Download, source: String?) {
        guard entries[download] == nil else { return }
        entries[download] = Entry(source: source)
        events(.started(download, source: source))
    }

    /// The file to write `download` to (the engine asks when the response arrives): the
    /// destination hook's answer, asked once per download; nil cancels the download.
    public func destination(for download: Download, suggestedFilename: String) -> URL? {
        if entries[download] == nil { started(download, source: nil) }
        if let decided = entries[download]?.destination { return decided }
        let chosen = destination(suggestedFilename, entries[download]?.source)
        if let chosen {
            entries[download]?.destination = chosen
            events(.saving(download, destination: chosen))
        } else {
            entries[download] = nil
            events(.declined(download))
        }
        return chosen
    }

    /// The engine finished writing `download`.
    public func finished(_ download: Download) {
        guard let entry = entries.removeValue(forKey: download) else { return }
        guard let destination = entry.destination else {
            // Finished without ever asking where: nothing was saved.
            events(.failed(download, destination: nil, error: DownloadTrackerError.noDestination))
            return
        }
        events(.finished(download, destination: destination))
    }

    /// The engine gave up on `download`.
    public func failed(_ download: Download, error: any Error) {
        guard let entry = entries.removeValue(forKey: download) else { return }
        events(.failed(download, destination: entry.destination, error: error))
    }
}

/// Why `DownloadTracker` reports a download failed when its engine said nothing wrong.
public enum DownloadTrackerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The engine finished a download without asking where to save it.
    case noDestination

    /// A sentence a person can act on.
    public var description: String {
        switch self {
        case .noDestination: "the engine finished the download without asking where to save it"
        }
    }
}
