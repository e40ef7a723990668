#if canImport(WebKit) && (os(iOS) || os(macOS) || os(visionOS) || NAVPOLICY_APPLE_STUBS)
import Foundation
import WebKit
#if NAVPOLICY_APPLE_STUBS
import NavPolicyWebKit
#endif

/// The `WKDownloadDelegate` of every download a `PolicyWebViewDelegate` starts or is handed
/// (`WKDownload.delegate` is weak: the web-view delegate owns this one). It reports to a
/// `DownloadTracker`, which asks the app where to save and tells it how the download went.
@MainActor
final class PolicyDownloadDelegate: NSObject, WKDownloadDelegate {
    /// The app-facing side: destination hook and events.
    let tracker = DownloadTracker<WKDownload>()

    /// Takes over `download` (from `startDownload` or a `didBecome` callback).
    func track(_ download: WKDownload) {
        download.delegate = self
        tracker.started(download, source: download.originalRequest?.url?.absoluteString)
    }

    /// `WKDownloadDelegate`: where to write; the app's hook is asked once, nil cancels.
    func download(
        _ download: WKDownload, decideDestinationUsing response: URLResponse, suggestedFilename: String,
        completionHandler: @escaping @MainActor @Sendable (URL?) -> Void
    ) {
        completionHandler(tracker.destination(for: download, suggestedFilename: suggestedFilename))
    }

    /// `WKDownloadDelegate`: the file is complete.
    func downloadDidFinish(_ download: WKDownload) {
        tracker.finished(download)
    }

    /// `WKDownloadDelegate`: the download failed.
    func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?) {
        tracker.failed(download, error: error)
    }
}
#endif
