#include "TournamentCsvFile.h"

#include "core/storage/Database.h"
#include "core/storage/OutputPath.h"
#include "views/MessageBox.h"
#include "views/widgets/FileChooser.h"

#include <QDir>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace dugout {

void TournamentCsvFile::save(QWidget *parent, const QString &title, QString suggestion,
                             const QByteArray &csv, const Database *database)
{
    suggestion.replace(u'/', u'-');
    const QString path = FileChooser::saveFile(
        parent, title, QDir::homePath() + u'/' + suggestion + u".csv"_s, tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (database) {
        if (const RuleCheck where = OutputPath::check(path, database->path()); !where) {
            MessageBox::critical(parent, title, where.reason);
            return;
        }
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size() || !file.commit())
        MessageBox::critical(
            parent, title,
            tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
}

} // namespace dugout
