#include "MatchPitch.h"

#include "core/EnumKeys.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const EnumKeys<MatchPitch> &pitches()
{
    static const EnumKeys<MatchPitch> list = {{MatchPitch::Standard, u"standard"_s},
                                              {MatchPitch::ForgeDeSigmar, u"forge_de_sigmar"_s}};
    return list;
}

} // namespace

QString matchPitchKey(MatchPitch pitch)
{
    return keyOf(pitches(), pitch);
}

bool matchPitchFromKey(const QString &key, MatchPitch *pitch)
{
    return valueOf(pitches(), key, pitch);
}

QStringList matchPitchKeys()
{
    return keysOf(pitches());
}

} // namespace dugout
