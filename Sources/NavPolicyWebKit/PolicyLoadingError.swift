import Foundation
import NavPolicy

/// Why a compiled policy could not be loaded from a file or a bundle.
public enum PolicyLoadingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bundle has no `NAME.navtable` resource.
    case resourceNotFound(name: String, bundlePath: String)
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file was read but is not a valid compiled table (or it declares parameters and was
    /// loaded without them: `TableError.parametersRequired`).
    case invalidTable(path: String, TableError)
    /// The table is valid but the parameters given do not bind it: a declared key missing, a
    /// key it does not declare, or an invalid item.
    case invalidParameters(path: String, ParameterError)
    /// A validated table could not be written to its file (`PolicyStore.install(table:at:)`):
    /// the system's reason; the file and the store's policy are as they were.
    case unwritable(path: String, reason: String)

    /// A sentence a person can act on.
    public var description: String {
        switch self {
        case .resourceNotFound(let name, let bundlePath):
            "no compiled policy '\(name).navtable' in the bundle at \(bundlePath); add the .navpolicy file to the target that uses the NavPolicyPlugin, or copy the table into its resources"
        case .unreadable(let path, let reason):
            "cannot read the compiled policy \(path): \(reason)"
        case .invalidTable(let path, let error):
            "\(path) is not a usable compiled policy: \(error)"
        case .invalidParameters(let path, let error):
            "the parameters given for the compiled policy \(path) do not bind it: \(error)"
        case .unwritable(let path, let reason):
            "cannot install the compiled policy at \(path): \(reason)"
        }
    }
}

extension PolicyLoadingError: LocalizedError {
    /// The same sentence as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
