#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class QWidget;

namespace dugout {

class Database;

// Saves a tournament's CSV (TournamentCsv) where the organiser chooses: the file dialog opens on
// `suggestion` in the home folder, a path inside the database's own files is refused
// (OutputPath), and the file is written whole (QSaveFile) or a message says why not.
class TournamentCsvFile
{
    Q_DECLARE_TR_FUNCTIONS(TournamentCsvFile)

public:
    static void save(QWidget *parent, const QString &title, QString suggestion,
                     const QByteArray &csv, const Database *database);
};

} // namespace dugout
