/// Makes text from outside safe to print or draw in a terminal.
///
/// Removes whole escape sequences (CSI, OSC, DCS and the like, in their 7-bit and
/// 8-bit forms), every other C0 and C1 control character, DEL, and the bidi
/// embedding, override and isolate controls that can make text read differently
/// from how it is stored, and soft hyphens (terminals disagree on their width). Newlines and tabs survive in ``clean(_:)``; ``singleLine(_:)``
/// folds all white space into single spaces.
public enum TextSanitizer {
    /// `text` without control characters or escape sequences; newlines kept, tabs as spaces,
    /// CR LF and lone CR as newlines.
    public static func clean(_ text: String) -> String {
        if isClean(text, allowNewlines: true) { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        while let scalar = pending ?? scalars.next() {
            pending = nil
            switch scalar.value {
            case 0x0A:
                output.append(scalar)
            case 0x0D:
                let next = scalars.next()
                output.append("\n")
                if next?.value != 0x0A { pending = next }
            case 0x09:
                output.append(" ")
            case 0x1B:
                pending = skipEscape(&scalars)
            case 0x9B, 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                pending = skipEightBit(scalar.value, &scalars)
            default:
                if isAllowed(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// `text` cleaned and folded onto one line: every run of white space becomes one space.
    public static func singleLine(_ text: String) -> String {
        if isClean(text, allowNewlines: false), !hasSpaceToFold(text) {
            return text
        }
        let cleaned = clean(text)
        var output = ""
        output.reserveCapacity(cleaned.utf8.count)
        var lastWasSpace = true
        for scalar in cleaned.unicodeScalars {
            if scalar.properties.isWhitespace && scalar.value != 0x200B {
                if !lastWasSpace { output.unicodeScalars.append(" ") }
                lastWasSpace = true
            } else {
                output.unicodeScalars.append(scalar)
                lastWasSpace = false
            }
        }
        // By scalar: after a prepended mark (U+0600...U+0605, say) the space is part of the
        // last Character, which then never equals " ".
        if output.unicodeScalars.last == " " { output.unicodeScalars.removeLast() }
        return output
    }

    /// Whether `text` has white space `singleLine` would change: two spaces in a row,
    /// space at either end, or white space other than a plain space (U+00A0, U+1680,
    /// U+2000...U+200A, U+202F, U+205F, U+3000; tabs and newlines were refused by isClean).
    private static func hasSpaceToFold(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var previousWasSpace = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 {
                if previousWasSpace { return true }
                previousWasSpace = true
                index += 1
                continue
            }
            previousWasSpace = false
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            switch byte {
            case 0xC2 where next == 0xA0: return true
            case 0xE1 where next == 0x9A && third == 0x80: return true
            case 0xE2 where next == 0x80 && (third <= 0x8A || third == 0xAF): return true
            case 0xE2 where next == 0x81 && third == 0x9F: return true
            case 0xE3 where next == 0x80 && third == 0x80: return true
            default: break
            }
            index += 1
        }
        return previousWasSpace && !bytes.isEmpty
    }

    /// Whether a scalar may reach the terminal.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || value == 0x7F { return false }
        if value >= 0x80 && value < 0xA0 { return false }
        switch value {
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return false
        case 0xFEFF, 0xFFF9...0xFFFB: return false
        case 0x2028, 0x2029: return false
        // A soft hyphen is invisible in a browser, but terminals disagree on whether to draw
        // it, so its width cannot be known; dropping it keeps columns aligned.
        case 0xAD: return false
        case 0xD800...0xDFFF: return false
        default: return true
        }
    }

    /// Whether `text` holds nothing ``isAllowed(_:)`` refuses; scans UTF-8 bytes, since this
    /// runs on every field of every article and almost all of them are clean.
    static func isClean(_ text: String, allowNewlines: Bool) -> Bool {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { isClean($0, allowNewlines: allowNewlines) } ?? false
    }

    private static func isClean(_ bytes: UnsafeBufferPointer<UInt8>, allowNewlines: Bool) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F {
                index += 1
                continue
            }
            switch byte {
            case 0x0A where allowNewlines:
                index += 1
            case 0xC2:
                // U+0080...U+009F (C1 controls) and U+00AD (soft hyphen).
                guard index + 1 < count else { return false }
                let next = bytes[index + 1]
                if next < 0xA0 || next == 0xAD { return false }
                index += 2
            case 0xD8:
                // U+061C, the Arabic letter mark.
                guard index + 1 < count, bytes[index + 1] != 0x9C else { return false }
                index += 2
            case 0xE2:
                // U+200E/F, U+2028/9, U+202A...E (E2 80 xx) and U+2066...9 (E2 81 A6...A9).
                guard index + 2 < count else { return false }
                let second = bytes[index + 1]
                let third = bytes[index + 2]
                if second == 0x80 && (third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third)) { return false }
                if second == 0x81 && (0xA6...0xA9).contains(third) { return false }
                index += 3
            case 0xEF:
                // U+FEFF (EF BB BF) and U+FFF9...B (EF BF B9...BB).
                guard index + 2 < count else { return false }
                let second = bytes[index + 1]
                let third = bytes[index + 2]
                if second == 0xBB && third == 0xBF { return false }
                if second == 0xBF && (0xB9...0xBB).contains(third) { return false }
                index += 3
            default:
                if byte < 0x80 { return false }
                index += 1
            }
        }
        return true
    }

    /// Skips the rest of a 7-bit escape sequence whose ESC was just read; returns a scalar
    /// read too far, if any.
    private static func skipEscape(_ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
        guard let introducer = scalars.next() else { return nil }
        switch introducer {
        case "[":
            return skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_":
            return skipString(&scalars)
        case "(", ")", "*", "+", "-", ".", "/", "#", "%", " ":
            _ = scalars.next()
            return nil
        default:
            return introducer.value < 0x20 ? introducer : nil
        }
    }

    private static func skipEightBit(_ value: UInt32, _ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
        value == 0x9B ? skipControlSequence(&scalars) : skipString(&scalars)
    }

    /// CSI: parameter and intermediate bytes, then one final byte in 0x40...0x7E.
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
        var count = 0
        while let scalar = scalars.next() {
            count += 1
            if (0x40...0x7E).contains(scalar.value) { return nil }
            if !(0x20...0x3F).contains(scalar.value) || count > 64 { return scalar }
        }
        return nil
    }

    /// OSC, DCS, SOS, PM, APC: everything up to BEL or the string terminator (ESC \ or 0x9C).
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
        var count = 0
        while let scalar = scalars.next() {
            count += 1
            switch scalar.value {
            case 0x07, 0x9C: return nil
            case 0x1B:
                let next = scalars.next()
                return next == "\\" ? nil : next
            case 0x0A where count > 512:
                return scalar
            default: continue
            }
        }
        return nil
    }
}
