/**
 * The lorem ipsum vocabulary: Latin words from Cicero's "de Finibus Bonorum et Malorum"
 * (1.10.32–33) and the scrambled forms lorem ipsum generators have always used.
 */
const SOURCE = `
lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore
magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo consequat
duis aute irure in reprehenderit voluptate velit esse cillum eu fugiat nulla pariatur excepteur sint occaecat
cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum
perspiciatis unde omnis iste natus error voluptatem accusantium doloremque laudantium totam rem aperiam eaque
ipsa quae ab illo inventore veritatis quasi architecto beatae vitae dicta explicabo nemo ipsam quia voluptas
aspernatur aut odit fugit consequuntur magni dolores eos ratione sequi nesciunt neque porro quisquam dolorem
adipisci numquam eius modi tempora incidunt magnam aliquam quaerat minima nostrum exercitationem ullam corporis
suscipit laboriosam aliquid commodi consequatur autem vel eum iure quam nihil molestiae illum quo at vero eos
accusamus iusto odio dignissimos ducimus blanditiis praesentium voluptatum deleniti atque corrupti quos quas
molestias excepturi occaecati cupiditate provident similique mollitia animi dolorum fuga harum quidem rerum
facilis expedita distinctio nam libero tempore cum soluta nobis eligendi optio cumque nihil impedit quo minus
quod maxime placeat facere possimus assumenda repellendus temporibus quibusdam officiis debitis aut rerum
necessitatibus saepe eveniet voluptates repudiandae recusandae itaque earum hic tenetur sapiente delectus
reiciendis voluptatibus maiores alias perferendis doloribus asperiores repellat
ac accumsan aenean aliquet ante arcu auctor augue bibendum blandit condimentum congue convallis cras cursus
dapibus diam dictum dictumst dignissim dui egestas eget eleifend elementum erat eros etiam euismod facilisi
facilisis fames faucibus felis fermentum feugiat fringilla fusce gravida habitant habitasse hac hendrerit
iaculis imperdiet integer interdum justo lacinia lacus laoreet lectus leo ligula lobortis luctus maecenas
magnis malesuada massa mattis mauris metus mi molestie mollis montes morbi mus nascetur natoque nec netus
nibh nisl nullam nunc orci ornare parturient pellentesque penatibus pharetra phasellus platea porta
porttitor posuere potenti praesent pretium proin pulvinar purus quisque rhoncus ridiculus risus rutrum
sagittis sapien scelerisque sem semper senectus sociis sodales sollicitudin suspendisse tellus tempus
tincidunt tortor tristique turpis ullamcorper ultrices ultricies urna varius vehicula venenatis vestibulum
vivamus viverra volutpat vulputate
`;

/** Each word once, in source order. */
export const WORDS: readonly string[] = [...new Set(SOURCE.trim().split(/\s+/))];

/** The opening every lorem ipsum text is known by. */
export const CLASSIC_SENTENCE = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';
