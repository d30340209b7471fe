#include "ChartModule.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>

namespace dugout {

namespace {

struct Loaded
{
    ChartModule module;
    QString failure;
};

Loaded load()
{
    Loaded loaded;
    const QString file = QStringLiteral(DUGOUT_CHARTS_MODULE_FILE);
    const QDir programs(QCoreApplication::applicationDirPath());
    const QStringList candidates{
        programs.filePath(file),
        programs.filePath(QStringLiteral(DUGOUT_CHARTS_MODULE_INSTALL_DIR "/") + file),
        QDir(QStringLiteral(DUGOUT_CHARTS_MODULE_BUILD_DIR)).filePath(file)};
    QStringList tried;
    for (const QString &candidate : candidates) {
        if (!QFileInfo::exists(candidate))
            continue;
        QLibrary library(candidate);
        if (!library.load()) {
            tried << library.errorString();
            continue;
        }
        loaded.module.makeView =
            reinterpret_cast<ChartModule::MakeView>(library.resolve("dugout_chart_view"));
        loaded.module.show =
            reinterpret_cast<ChartModule::Show>(library.resolve("dugout_chart_show"));
        loaded.module.write =
            reinterpret_cast<ChartModule::Export>(library.resolve("dugout_chart_export"));
        if (loaded.module.makeView && loaded.module.show && loaded.module.write)
            return loaded;
        tried << library.errorString();
    }
    loaded.module = ChartModule{};
    loaded.failure = tried.isEmpty() ? ChartModule::tr("%1 was not found beside Dugout.").arg(file)
                                     : tried.join(u'\n');
    return loaded;
}

} // namespace

const ChartModule *ChartModule::get(QString *error)
{
    static const Loaded loaded = load();
    if (!loaded.failure.isEmpty()) {
        if (error)
            *error = tr("Charts cannot be drawn: %1").arg(loaded.failure);
        return nullptr;
    }
    return &loaded.module;
}

} // namespace dugout
