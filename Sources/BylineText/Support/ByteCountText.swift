import Foundation

/// Sizes as the download queue shows them: `512 B`, `3.4 KiB`, `44.0 MiB`, `1.2 GiB`.
public enum ByteCountText {
    /// `bytes` in the largest binary unit that keeps it at least 1.
    public static func short(_ bytes: Int64) -> String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        guard bytes >= 1024 else { return "\(max(0, bytes)) B" }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return String(format: "%.1f", value) + " " + units[unit]
    }
}
