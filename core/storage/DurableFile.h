#pragma once

#include <QString>

namespace dugout {

// Puts a file that was written outside QSaveFile (SQLite's VACUUM INTO) safely on the disk
// before it is renamed into place: without the sync, a power cut after the rename could leave
// the real name pointing at a file whose content never reached the disk.
class DurableFile
{
public:
    // Flushes the file's content to the disk; false when the disk refused.
    static bool sync(const QString &path);
    // Flushes the folder holding `path`, so a rename into it survives a power cut.
    static bool syncFolder(const QString &path);
};

} // namespace dugout
