// Compares the regular-expression engines the filter language could use for SQLite's
// REGEXP: glibc's POSIX regexec (extended, ignoring case, no sub-matches) under C.UTF-8;
// the same with the fast path Byline uses (ASCII text, or any text for a pattern of ASCII
// literals, matched by a "C"-locale compilation; see Sources/CSQLite/shim.h); and
// Foundation's NSRegularExpression (ICU). Built and run by bench/filter.sh:
//   swiftc -O bench/regex/RegexEngines.swift -o /tmp/regex-engines
//   /tmp/regex-engines LINES-FILE PATTERN...
// For each pattern it prints the matches and the time per line of each engine, matching
// every line of the file (one article title or body per line) as a REGEXP call would.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
guard arguments.count >= 3, let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: regex-engines LINES-FILE PATTERN...\n".utf8))
    exit(2)
}
let lines = text.split(separator: "\n").map(String.init)
let utf8Lines = lines.map { Array($0.utf8CString) }
guard let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil), let plain = newlocale(LC_CTYPE_MASK, "C", nil) else { exit(1) }
let ascii = lines.map { $0.utf8.allSatisfy { $0 < 0x80 } }

func seconds(_ body: () -> Int) -> (Int, Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let found = body()
    return (found, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}

/// The shim's test: ASCII literals only (no ".", no bracket, no escape but of punctuation).
func isBytewise(_ pattern: String) -> Bool {
    var escaped = false
    for byte in pattern.utf8 {
        if escaped {
            let letterOrDigit = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            if byte >= 0x80 || letterOrDigit || byte == 0x3C || byte == 0x3E || byte == 0x60 || byte == 0x27 { return false }
            escaped = false
        } else if byte >= 0x80 || byte == 0x2E || byte == 0x5B {
            return false
        } else if byte == 0x5C {
            escaped = true
        }
    }
    return !escaped
}

for pattern in arguments.dropFirst(2) {
    let bytewise = isBytewise(pattern)
    let previous = uselocale(utf8)
    var compiled = regex_t()
    guard regcomp(&compiled, pattern, REG_EXTENDED | REG_ICASE | REG_NOSUB) == 0 else { exit(1) }
    var fast = regex_t()
    uselocale(plain)
    guard regcomp(&fast, pattern, REG_EXTENDED | REG_ICASE | REG_NOSUB) == 0 else { exit(1) }
    uselocale(previous)
    let (hybridFound, hybridTime) = seconds {
        var found = 0
        for (line, isASCIIText) in zip(utf8Lines, ascii) {
            let isASCII = bytewise || isASCIIText
            let before = uselocale(isASCII ? plain : utf8)
            let code = isASCII ? regexec(&fast, line, 0, nil, 0) : regexec(&compiled, line, 0, nil, 0)
            if code == 0 { found += 1 }
            uselocale(before)
        }
        return found
    }
    regfree(&fast)
    let (posixFound, posixTime) = seconds {
        var found = 0
        for line in utf8Lines {
            let before = uselocale(utf8)
            if regexec(&compiled, line, 0, nil, 0) == 0 { found += 1 }
            uselocale(before)
        }
        return found
    }
    regfree(&compiled)
    guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { exit(1) }
    let (icuFound, icuTime) = seconds {
        var found = 0
        for line in lines where regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
            found += 1
        }
        return found
    }
    let perLine = { (time: Double) in String(format: "%.0f", time / Double(max(1, lines.count)) * 1e9) }
    print("regex pattern=\(pattern) lines=\(lines.count) ascii_lines=\(ascii.filter { $0 }.count) bytewise=\(bytewise) "
        + "posix_utf8_matches=\(posixFound) posix_utf8_ns_per_line=\(perLine(posixTime)) "
        + "posix_hybrid_matches=\(hybridFound) posix_hybrid_ns_per_line=\(perLine(hybridTime)) "
        + "icu_matches=\(icuFound) icu_ns_per_line=\(perLine(icuTime))")
}
