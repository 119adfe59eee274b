#if canImport(Glibc)
    import Glibc

    // Two glibc functions Swift's Glibc module hides behind _GNU_SOURCE. Both matter when
    // several children start at once: `pipe2` makes a pipe close-on-exec atomically (a plain
    // `pipe` then `fcntl` lets another thread's child inherit it, and the reader never sees
    // end-of-file), and `closefrom` in the child closes whatever else Byline has open.

    /// glibc's `pipe2(int[2], int)`.
    @_silgen_name("pipe2")
    func glibcPipe2(_ descriptors: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later).
    @_silgen_name("posix_spawn_file_actions_addclosefrom_np")
    func glibcSpawnAddCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ from: Int32) -> Int32
#endif
