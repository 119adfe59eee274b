/// Fitting a configured color to the terminal: the color itself where the terminal has it,
/// else the nearest one it has.
extension ThemeColor {
    /// The curses color number for this color at `depth`: -1 for the terminal's default,
    /// a palette index, or (at ``ColorDepth/direct``) red, green and blue packed as
    /// `0xRRGGBB`; nil at ``ColorDepth/none``.
    public func resolved(for depth: ColorDepth) -> Int32? {
        switch (self, depth) {
        case (_, .none): return nil
        case (.default, _): return -1
        case (.indexed(let index), .direct):
            // Direct-color entries send 0–7 as the ANSI colors; the rest as their RGB.
            if index < 8 { return Int32(index) }
            let (red, green, blue) = Self.paletteRGB(index)
            return Self.packed(red, green, blue)
        case (.indexed(let index), .indexed256): return Int32(index)
        case (.indexed(let index), .sixteen):
            if index < 16 { return Int32(index) }
            let (red, green, blue) = Self.paletteRGB(index)
            return Int32(Self.nearest([red, green, blue], among: 0..<16))
        case (.indexed(let index), .eight):
            if index < 8 { return Int32(index) }
            if index < 16 { return Int32(index - 8) }
            let (red, green, blue) = Self.paletteRGB(index)
            return Int32(Self.nearest([red, green, blue], among: 0..<8))
        case (.rgb(let red, let green, let blue), .direct): return Self.packed(red, green, blue)
        case (.rgb(let red, let green, let blue), .indexed256): return Int32(Self.nearest256([Int(red), Int(green), Int(blue)]))
        case (.rgb(let red, let green, let blue), .sixteen): return Int32(Self.nearest([Int(red), Int(green), Int(blue)], among: 0..<16))
        case (.rgb(let red, let green, let blue), .eight): return Int32(Self.nearest([Int(red), Int(green), Int(blue)], among: 0..<8))
        }
    }

    /// The six levels of each channel in the xterm color cube (indices 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// xterm's default RGB for the sixteen ANSI colors.
    static let ansiRGB: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)
    ]

    /// The RGB xterm gives palette entry `index`.
    static func paletteRGB(_ index: UInt8) -> (Int, Int, Int) {
        let value = Int(index)
        if value < 16 { return ansiRGB[value] }
        if value < 232 {
            let cube = value - 16
            return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        }
        let gray = 8 + 10 * (value - 232)
        return (gray, gray, gray)
    }

    /// The nearest of the cube and gray entries (16–255): the ANSI sixteen are left out
    /// because terminals theme them, so their RGB is a guess.
    static func nearest256(_ channels: [Int]) -> Int {
        let levels = channels.map { channel in
            (0..<6).min { abs(cubeLevels[$0] - channel) < abs(cubeLevels[$1] - channel) } ?? 0
        }
        let cube = 16 + 36 * levels[0] + 6 * levels[1] + levels[2]
        let average = channels.reduce(0, +) / 3
        let gray = 232 + min(23, max(0, (average - 3) / 10))
        return distance(channels, paletteRGB(UInt8(gray))) < distance(channels, paletteRGB(UInt8(cube))) ? gray : cube
    }

    /// The nearest entry among `candidates` (part of the ANSI sixteen), by squared distance.
    static func nearest(_ channels: [Int], among candidates: Range<Int>) -> Int {
        return candidates.min { distance(channels, ansiRGB[$0]) < distance(channels, ansiRGB[$1]) } ?? 0
    }

    private static func distance(_ channels: [Int], _ other: (Int, Int, Int)) -> Int {
        let red = channels[0] - other.0
        let green = channels[1] - other.1
        let blue = channels[2] - other.2
        return red * red + green * green + blue * blue
    }

    private static func packed(_ red: some BinaryInteger, _ green: some BinaryInteger, _ blue: some BinaryInteger) -> Int32 {
        Int32(red) << 16 | Int32(green) << 8 | Int32(blue)
    }
}
