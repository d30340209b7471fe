#include "ChartModule.h"

#include "views/widgets/ModuleFile.h"

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
    QList<void *> entries;
    if (ModuleFile::open(QStringLiteral(DUGOUT_CHARTS_MODULE_FILE),
                         {"dugout_chart_view", "dugout_chart_show", "dugout_chart_export"},
                         &entries, &loaded.failure)) {
        loaded.module.makeView = reinterpret_cast<ChartModule::MakeView>(entries.at(0));
        loaded.module.show = reinterpret_cast<ChartModule::Show>(entries.at(1));
        loaded.module.write = reinterpret_cast<ChartModule::Export>(entries.at(2));
    }
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
