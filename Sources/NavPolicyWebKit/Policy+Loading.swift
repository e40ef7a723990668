import Foundation
import NavPolicy

extension Policy {
    /// Loads a compiled table (`navpolicy compile FILE -o TABLE`) from a file URL.
    public init(contentsOf url: URL) throws(PolicyLoadingError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        do {
            try self.init(table: [UInt8](data))
        } catch {
            throw .invalidTable(path: url.path, error)
        }
    }

    /// Loads `NAME.navtable` from a bundle: `Policy(resource: "ads", bundle: .module)` in a
    /// target whose `ads.navpolicy` the `NavPolicyPlugin` compiled.
    public init(resource name: String, bundle: Bundle = .main) throws(PolicyLoadingError) {
        guard let url = bundle.url(forResource: name, withExtension: "navtable") else {
            throw .resourceNotFound(name: name, bundlePath: bundle.bundlePath)
        }
        try self.init(contentsOf: url)
    }
}
