import Foundation

/// What happened to a download the adapter handed to its engine, for the app's
/// `DownloadTracker.events` hook. `Download` is the engine's download object (`WKDownload`,
/// whose `progress` the app can observe or show; a WebKitGTK download).
public enum DownloadEvent<Download> {
    /// The engine started the download of `source` (nil when the engine gave no URL).
    case started(Download, source: String?)
    /// The app's destination hook chose `destination`; the engine writes there.
    case saving(Download, destination: URL)
    /// The destination hook returned nil: the engine cancels the download.
    case declined(Download)
    /// The file is complete at `destination`.
    case finished(Download, destination: URL)
    /// The download failed (the destination, when one was chosen, may hold a partial file).
    case failed(Download, destination: URL?, error: any Error)

    /// The download the event is about.
    public var download: Download {
        switch self {
        case .started(let download, _), .saving(let download, _), .declined(let download),
            .finished(let download, _), .failed(let download, _, _):
            download
        }
    }
}
