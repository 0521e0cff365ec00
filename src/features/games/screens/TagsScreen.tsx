import Card from '@mui/material/Card';
import ButtonBase from '@mui/material/ButtonBase';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { cardActionSx } from '@/ui/primitives/cardAction';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { useMessages } from '@/i18n/useMessages';
import { CardGrid } from '@/ui/components/CardGrid';
import { EmptyState } from '@/ui/components/EmptyState';
import { PageHeader } from '@/ui/components/PageHeader';
import { QueryState } from '@/ui/components/QueryState';
import { SkeletonGrid } from '@/ui/components/SkeletonGrid';
import { useListTagsQuery } from '../gamesApi';
import { gamesMessages } from '../messages';
import { useCataloguePaths } from '../routePrefix';

/** /v1/games/tagged: every tag with its number of games, each leading to its games. */
export default function TagsScreen() {
  const t = useMessages(gamesMessages);
  const paths = useCataloguePaths();
  const tagList = useListTagsQuery();
  return (
    <>
      <PageHeader title={t('tagsTitle')} />
      <QueryState
        query={tagList}
        loading={<SkeletonGrid count={10} aspectRatio="3 / 1" />}
        empty={<EmptyState message={t('noGames')} />}
      >
        {(tags) => (
          <CardGrid minColumnWidth={150}>
            {tags.map((tag) => (
              <Card component="li" key={tag.slug} sx={{ listStyle: 'none' }}>
                <ButtonBase component={RouterLink} to={paths.tag(tag.slug)} sx={cardActionSx}>
                  <CardContent>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                      {tag.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('gamesCount', { count: tag.games_count })}
                    </Typography>
                  </CardContent>
                </ButtonBase>
              </Card>
            ))}
          </CardGrid>
        )}
      </QueryState>
    </>
  );
}
