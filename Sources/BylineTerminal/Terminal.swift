import BylineCore
import BylineUI
@preconcurrency import CNcurses
import Foundation

/// The screen through curses: the only code in Byline that calls it. Every call runs on the
/// main actor, since curses keeps global state and `get_wch` also repaints.
///
/// ``start(mouse:)`` takes over the terminal; ``stop()`` gives it back and may be called any
/// number of times. The terminal is also given back at exit (an `atexit` hook), and
/// SIGINT, SIGTERM and SIGHUP only set a flag and wake the run loop through
/// ``signalFileDescriptor``, so the loop restores the screen before it exits.
@MainActor
public final class Terminal {
    /// Whether curses owns the screen.
    public private(set) var isActive = false
    /// Colors or attributes only, decided at start.
    public private(set) var colorMode = ColorMode.monochrome
    /// Colors the terminal has (`COLORS`), at start.
    public internal(set) var colorCount = 0
    /// What the terminal can show of the config's colors, at start.
    public internal(set) var colorDepth = ColorDepth.none
    /// The config's `background` colors, for the screen's default pair; set before ``start(mouse:environment:)``.
    public var background: ElementStyle?
    /// Whether curses took -1 as the terminal's default color.
    var hasDefaultColors = false
    /// The color pairs made so far.
    var pairs: [ColorPairKey: Int32] = [:]
    /// The frame on screen, to paint only what changed.
    private var previous: Canvas?
    /// The read end of the signal self-pipe, -1 before start.
    public private(set) var signalFileDescriptor: Int32 = -1
    private let masks = KeyDecoder.MouseMasks.curses

    /// A terminal not yet started.
    public init() {}

    /// Standard input, for the run loop to `poll` beside its own wake-up pipe and
    /// ``signalFileDescriptor``.
    public nonisolated var inputFileDescriptor: Int32 { 0 }

    /// Takes over the screen: UTF-8 locale, curses, raw-ish keys, hidden cursor, colors
    /// unless `NO_COLOR` says otherwise, the mouse (wheel and clicks) when `mouse` is true,
    /// and the signal handlers.
    public func start(mouse: Bool = true, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard !isActive else { return }
        guard isatty(0) == 1, isatty(1) == 1 else { throw TerminalError.notATerminal }
        Self.useUTF8Locale()
        guard byline_begin_screen() == 0 else { throw TerminalError.unknownTerminal(environment["TERM"] ?? "") }
        isActive = true
        cbreak()
        noecho()
        nonl()
        intrflush(stdscr, false)
        keypad(stdscr, true)
        defineCommonKeys()
        scrollok(stdscr, false)
        leaveok(stdscr, true)
        timeout(0)
        set_escdelay(25)
        curs_set(0)
        colorMode = ColorMode.detect(environment: environment, terminalHasColors: has_colors())
        if colorMode == .color { setUpColors() }
        if mouse {
            let wanted = masks.leftPressed | masks.leftClicked | masks.wheelUp | masks.wheelDown
            mousemask(mmask_t(wanted), nil)
            mouseinterval(0)
        }
        signalFileDescriptor = byline_install_signal_handlers()
        previous = nil
    }

    /// Gives the terminal back as it was; safe to call again or before ``start(mouse:environment:)``.
    public func stop() {
        guard isActive else { return }
        isActive = false
        // Without an alternate screen the last frame would stay, the prompt written over it.
        let clearsAfter = !Self.hasAlternateScreen()
        mousemask(0, nil)
        curs_set(1)
        byline_end_screen()
        if clearsAfter { Self.clearScreen() }
        byline_restore_signal_handlers()
        previous = nil
    }

    /// The screen size in cells.
    public var size: Size {
        guard isActive else { return .zero }
        return Size(width: Int(getmaxx(stdscr)), height: Int(getmaxy(stdscr)))
    }

    /// Paints `canvas`, sending only the rows that differ from the last frame.
    public func draw(_ canvas: Canvas) {
        guard isActive else { return }
        if let previous, previous.size != canvas.size {
            // Terminals reflow or keep junk on resize: start from a clean screen.
            clearok(stdscr, true)
        }
        for run in Painter.plan(from: previous, to: canvas, scalarWidth: Self.scalarWidth) {
            var (attributes, pair) = cursesAttributes(for: run.style)
            // The pair number goes through `opts`, the extended form, so more than 32767 work.
            attr_set(attributes, Int16(clamping: pair), &pair)
            // At the bottom-right cell curses reports an error (it cannot move past it) but
            // has drawn the cell; with scrollok off the screen never scrolls.
            _ = mvaddstr(Int32(run.y), Int32(run.x), run.text)
        }
        attr_set(byline_a_normal(), 0, nil)
        refresh()
        previous = canvas
    }

    /// Repaints the whole screen from scratch at the next ``draw(_:)`` (Ctrl-L).
    public func redrawAll() {
        guard isActive else { return }
        clearok(stdscr, true)
        previous = nil
    }

    /// Hands the terminal to another program (a text-mode `$BROWSER`) until ``resume()``.
    public func suspend() {
        guard isActive else { return }
        endwin()
    }

    /// Takes the terminal back after ``suspend()`` and repaints everything.
    public func resume() {
        guard isActive else { return }
        redrawAll()
        refresh()
    }

    /// Every key waiting, without blocking: call it when ``inputFileDescriptor`` is readable
    /// (or after a signal, for resizes).
    public func readKeys() -> [Key] {
        guard isActive else { return [] }
        var keys: [Key] = []
        var value: wint_t = 0
        while keys.count < 512 {
            let result = get_wch(&value)
            if result == ERR { break }
            if KeyDecoder.isMouse(result: result, value: UInt32(value)) {
                var event = MEVENT()
                if getmouse(&event) == OK,
                    let key = KeyDecoder.decodeMouse(buttons: UInt32(event.bstate), x: event.x, y: event.y, masks: masks)
                {
                    keys.append(key)
                }
                continue
            }
            if let key = KeyDecoder.decode(result: result, value: UInt32(value)) { keys.append(key) }
        }
        return keys
    }

    /// Forgets a recorded signal: one that was meant for a program that had the terminal.
    public func forgetSignal() {
        byline_forget_caught_signal()
    }

    /// Empties the signal pipe; returns the terminating signal caught (SIGINT, SIGTERM,
    /// SIGHUP), if any, which stays recorded until ``forgetSignal()``. Resizes also wake
    /// the pipe; they come out of ``readKeys()``.
    public func takeSignal() -> Int32? {
        if signalFileDescriptor >= 0 {
            var buffer = [UInt8](repeating: 0, count: 64)
            while read(signalFileDescriptor, &buffer, buffer.count) > 0 {}
        }
        let caught = byline_caught_signal_number()
        return caught == 0 ? nil : caught
    }
}
