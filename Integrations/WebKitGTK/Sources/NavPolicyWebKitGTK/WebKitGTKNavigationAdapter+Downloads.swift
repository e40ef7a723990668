import CWebKitGTK
import Foundation
import NavPolicyWebKit

// Downloads: WebKitGTK's download signals reported to `downloads`, which asks the app where to
// save each one (once) and tells it how the download went.
extension WebKitGTKNavigationAdapter {
    func downloadStarted(_ download: OpaquePointer) {
        // Kept alive until `finished`, which WebKitGTK emits last, after `failed` too.
        g_object_ref(UnsafeMutableRawPointer(download))
        let me = Unmanaged.passUnretained(self).toOpaque()
        GTKSignal.connect(UnsafeMutableRawPointer(download), "decide-destination", GTKSignal.decideDestination, me)
        GTKSignal.connect(UnsafeMutableRawPointer(download), "failed", GTKSignal.downloadFailed, me)
        GTKSignal.connect(UnsafeMutableRawPointer(download), "finished", GTKSignal.downloadFinished, me)
        let source = webkit_download_get_request(download).map(WebKitGTKEngine.uri(of:))
        downloads.started(download, source: source)
    }

    func decideDestination(_ download: OpaquePointer, suggestedFilename: String) {
        if let destination = downloads.destination(for: download, suggestedFilename: suggestedFilename) {
            webkit_download_set_destination(download, destination.path)
        } else {
            webkit_download_cancel(download)
        }
    }

    func downloadFailed(_ download: OpaquePointer, _ message: String) {
        downloads.failed(download, error: DownloadFailure(message: message))
    }

    func downloadFinished(_ download: OpaquePointer) {
        downloads.finished(download)
        g_object_unref(UnsafeMutableRawPointer(download))
    }
}

/// A WebKitGTK download error (`WebKitDownload::failed`'s `GError` message).
public struct DownloadFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The engine's message.
    public let message: String
    /// The engine's message.
    public var description: String { message }
}
