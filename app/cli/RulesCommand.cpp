#include "RulesCommand.h"

#include "core/i18n/Language.h"
#include "core/rules/RulesetJsonExport.h"
#include "core/rules/RulesetLoader.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace dugout::cli {

QString RulesCommand::name() const
{
    return u"rules"_s;
}

QList<QPair<QString, QString>> RulesCommand::synopsis() const
{
    return {
        {u"rules --json"_s, tr("Print the LRB6 ruleset as JSON (names in the --lang language)")}};
}

void RulesCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addOption({u"json"_s, tr("Print as JSON (the only format so far).")});
}

int RulesCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    if (!parser.positionalArguments().isEmpty())
        return context.fail(tr("'rules' takes no argument besides --json and --lang."), UsageError);
    if (!parser.isSet(u"json"_s))
        return context.fail(tr("'rules' needs --json."), UsageError);
    QStringList errors;
    const auto ruleset = RulesetLoader::builtIn(&errors);
    if (!ruleset)
        return context.fail(tr("the built-in ruleset is invalid:\n%1").arg(errors.join(u'\n')));
    const QString language = Language::isSupported(parser.value(u"lang"_s))
                                 ? parser.value(u"lang"_s)
                                 : context.language();
    context.out << QString::fromUtf8(
        QJsonDocument(rulesetToJson(*ruleset, language)).toJson(QJsonDocument::Indented));
    context.out.flush();
    return Success;
}

} // namespace dugout::cli
