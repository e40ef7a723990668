import Foundation
import NavPolicy

extension Policy {
    /// Loads a compiled table (`navpolicy compile FILE -o TABLE`) from a file URL. A table
    /// that declares parameters needs `init(contentsOf:parameters:)`.
    ///
    /// The file is read into memory, so nothing done to it later reaches the policy's
    /// decisions. Only a file on a read-only file system, which cannot change, is mapped instead
    /// (`MappedTableFile`: its pages shared with the system's file cache, unmapped when no copy
    /// of the policy is in use): a mapped file truncated or rewritten in place would end the
    /// process with SIGBUS or change a validated table under its decisions. Replace a table
    /// file with `PolicyStore.install(table:at:)`.
    public init(contentsOf url: URL) throws(PolicyLoadingError) {
        let mapped = MappedTableFile(path: url.path)
        let read = mapped == nil ? try Self.tableBytes(at: url) : []
        do {
            if let mapped {
                try self.init(mappedTable: mapped.bytes, release: mapped.unmap)
            } else {
                try self.init(table: read)
            }
        } catch {
            throw .invalidTable(path: url.path, error)
        }
    }

    /// Loads a compiled table from a file URL and binds its parameters (`param "servers"` in
    /// the policy is `parameters["servers"]`): a missing, undeclared or invalid parameter is
    /// `PolicyLoadingError.invalidParameters`.
    public init(contentsOf url: URL, parameters: [String: [String]]) throws(PolicyLoadingError) {
        // Read, or mapped where the file cannot change, as `init(contentsOf:)` does.
        let mapped = MappedTableFile(path: url.path)
        let read = mapped == nil ? try Self.tableBytes(at: url) : []
        do {
            if let mapped {
                try self.init(mappedTable: mapped.bytes, release: mapped.unmap, parameters: parameters)
            } else {
                try self.init(table: read, parameters: parameters)
            }
        } catch {
            switch error {
            case .table(let tableError): throw .invalidTable(path: url.path, tableError)
            case .parameter(let parameterError): throw .invalidParameters(path: url.path, parameterError)
            }
        }
    }

    /// Loads `NAME.navtable` from a bundle and binds its parameters, as
    /// `init(contentsOf:parameters:)` does:
    /// `Policy(resource: "self-hosted-chat", bundle: .module, parameters: ["servers": [host]])`.
    public init(resource name: String, bundle: Bundle = .main, parameters: [String: [String]]) throws(PolicyLoadingError) {
        try self.init(contentsOf: try Self.resourceURL(name, bundle: bundle), parameters: parameters)
    }

    private static func tableBytes(at url: URL) throws(PolicyLoadingError) -> [UInt8] {
        do {
            return [UInt8](try Data(contentsOf: url))
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
    }

    private static func resourceURL(_ name: String, bundle: Bundle) throws(PolicyLoadingError) -> URL {
        guard let url = bundle.url(forResource: name, withExtension: "navtable") else {
            throw .resourceNotFound(name: name, bundlePath: bundle.bundlePath)
        }
        return url
    }

    /// Loads `NAME.navtable` from a bundle: `Policy(resource: "ads", bundle: .module)` in a
    /// target whose `ads.navpolicy` the `NavPolicyPlugin` compiled.
    public init(resource name: String, bundle: Bundle = .main) throws(PolicyLoadingError) {
        try self.init(contentsOf: try Self.resourceURL(name, bundle: bundle))
    }
}
