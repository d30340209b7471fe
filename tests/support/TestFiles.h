#pragma once

#include <QByteArray>
#include <QString>

namespace dugout::test {

// SHA-256 of a file's bytes, to prove a refused file was left untouched.
QByteArray fileHash(const QString &path);
void writeFile(const QString &path, const QByteArray &bytes);
// Overwrites `bytes.size()` bytes at `offset`.
void patchFile(const QString &path, qint64 offset, const QByteArray &bytes);

} // namespace dugout::test
