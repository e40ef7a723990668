import CWebKitGTK

/// The C signal handlers of `WebKitGTKNavigationAdapter`. The compiler cannot check a
/// handler's signature against the signal's (`unsafeBitCast` to `GCallback`), so each one
/// mirrors the signal's documented C signature and the scenario tests exercise every one.
enum GTKSignal {
    typealias DecidePolicy =
        @convention(c) (WebViewPointer?, UnsafeMutablePointer<WebKitPolicyDecision>?, WebKitPolicyDecisionType, gpointer?) -> gboolean
    typealias Create = @convention(c) (WebViewPointer?, OpaquePointer?, gpointer?) -> UnsafeMutablePointer<GtkWidget>?
    typealias Close = @convention(c) (WebViewPointer?, gpointer?) -> Void
    typealias LoadChanged = @convention(c) (WebViewPointer?, WebKitLoadEvent, gpointer?) -> Void
    typealias LoadFailed =
        @convention(c) (WebViewPointer?, WebKitLoadEvent, UnsafePointer<gchar>?, UnsafeMutablePointer<GError>?, gpointer?) -> gboolean
    typealias DownloadStarted = @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void
    typealias DecideDestination = @convention(c) (OpaquePointer?, UnsafePointer<gchar>?, gpointer?) -> gboolean
    typealias DownloadFinished = @convention(c) (OpaquePointer?, gpointer?) -> Void
    typealias DownloadFailed = @convention(c) (OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void

    static func connect<Handler>(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: Handler, _ data: UnsafeMutableRawPointer)
    {
        navpolicy_signal_connect(instance, signal, unsafeBitCast(handler, to: GCallback.self), data)
    }

    static func connect<Handler>(_ view: WebViewPointer, _ signal: String, _ handler: Handler, _ data: UnsafeMutableRawPointer) {
        connect(UnsafeMutableRawPointer(view), signal, handler, data)
    }

    @MainActor static func adapter(_ data: gpointer?) -> WebKitGTKNavigationAdapter {
        Unmanaged<WebKitGTKNavigationAdapter>.fromOpaque(data!).takeUnretainedValue()
    }

    // Signals run on the main thread under the GLib main loop, so the pointers never cross
    // threads; `nonisolated(unsafe)` says so to the compiler.
    static let decidePolicy: DecidePolicy = { view, decision, type, data in
        nonisolated(unsafe) let (view, decision, data) = (view, decision, data)
        return MainActor.assumeIsolated {
            guard let view, let decision else { return 0 }
            return adapter(data).decidePolicy(view, decision, type) ? 1 : 0
        }
    }

    static let create: Create = { view, action, data in
        nonisolated(unsafe) let (view, action, data) = (view, action, data)
        // A pointer is not Sendable: it leaves the isolated closure as its address.
        let address = MainActor.assumeIsolated { () -> Int in
            guard let view, let action else { return 0 }
            return Int(bitPattern: adapter(data).create(view, action))
        }
        return UnsafeMutablePointer(bitPattern: address)
    }

    static let close: Close = { view, data in
        nonisolated(unsafe) let (view, data) = (view, data)
        MainActor.assumeIsolated {
            guard let view else { return }
            adapter(data).close(view)
        }
    }

    static let loadChanged: LoadChanged = { view, event, data in
        nonisolated(unsafe) let (view, data) = (view, data)
        MainActor.assumeIsolated {
            guard let view else { return }
            adapter(data).loadChanged(view, event)
        }
    }

    static let loadFailed: LoadFailed = { view, _, uri, error, data in
        nonisolated(unsafe) let (view, uri, error, data) = (view, uri, error, data)
        return MainActor.assumeIsolated {
            guard let view else { return 0 }
            adapter(data).loadFailed(view, uri.map { String(cString: $0) } ?? "", error)
            return 0
        }
    }

    /// Runs `closeEmptyPopups` on the adapter (passed retained, released here) once the main
    /// loop is idle.
    static func onNextTurn(_ retainedAdapter: UnsafeMutableRawPointer) {
        let idle: @convention(c) (gpointer?) -> gboolean = { data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                let adapter = Unmanaged<WebKitGTKNavigationAdapter>.fromOpaque(data!)
                adapter.takeUnretainedValue().closeEmptyPopups()
                adapter.release()
            }
            return 0
        }
        g_idle_add(idle, retainedAdapter)
    }

    // WebKitNetworkSession `download-started`, then the download's own signals.
    static let downloadStarted: DownloadStarted = { _, download, data in
        nonisolated(unsafe) let (download, data) = (download, data)
        MainActor.assumeIsolated {
            guard let download else { return }
            adapter(data).downloadStarted(download)
        }
    }

    static let decideDestination: DecideDestination = { download, suggestedFilename, data in
        nonisolated(unsafe) let (download, suggestedFilename, data) = (download, suggestedFilename, data)
        return MainActor.assumeIsolated {
            guard let download else { return 0 }
            adapter(data).decideDestination(download, suggestedFilename: suggestedFilename.map { String(cString: $0) } ?? "")
            return 1
        }
    }

    static let downloadFinished: DownloadFinished = { download, data in
        nonisolated(unsafe) let (download, data) = (download, data)
        MainActor.assumeIsolated {
            guard let download else { return }
            adapter(data).downloadFinished(download)
        }
    }

    static let downloadFailed: DownloadFailed = { download, error, data in
        nonisolated(unsafe) let (download, error, data) = (download, error, data)
        MainActor.assumeIsolated {
            guard let download else { return }
            adapter(data).downloadFailed(download, error.map { String(cString: $0.pointee.message) } ?? "unknown error")
        }
    }
}
