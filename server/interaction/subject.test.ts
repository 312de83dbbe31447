import { DOMAIN_IDS } from '@contract/platform/domains';
import { assertFeature } from './subject';

describe('assertFeature', () => {
  it('lets a domain use the interactions its row lists', () => {
    expect(() => assertFeature(DOMAIN_IDS.wiki, 'likes')).not.toThrow();
    expect(() => assertFeature(DOMAIN_IDS.video, 'comments')).not.toThrow();
  });

  it('refuses an interaction the domain row does not list, naming the domain', () => {
    // Exam questions are searched, never liked or commented.
    expect(() => assertFeature(DOMAIN_IDS.question, 'likes')).toThrow('试题不支持点赞');
    expect(() => assertFeature(DOMAIN_IDS.question, 'comments')).toThrow('试题不支持评论');
  });

  it('refuses any interaction on a type no domain has', () => {
    expect(() => assertFeature(0, 'favorites')).toThrow('该内容不支持收藏');
  });
});
